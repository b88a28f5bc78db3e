import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import OpenIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { PasswordComplexity } from '@backoffice/contracts';
import { checkPasswordRules } from '@backoffice/domain';

/** The password rule as a checklist that follows the typing: each rule in force, ticked once met. */
export function PasswordRuleList({ password, policy }: { password: string; policy: PasswordComplexity }) {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('app.profile.password.rules')} data-testid="password-rules" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {checkPasswordRules(password, policy).map(({ rule, met }) => (
        <Box
          component="li"
          key={rule.code}
          data-met={met}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}
        >
          {met ? <CheckIcon fontSize="small" aria-hidden /> : <OpenIcon fontSize="small" aria-hidden />}
          <Typography variant="body2">
            {rule.code === 'min_length'
              ? translate('app.validation.password_rules.min_length', { count: rule.count })
              : translate(`app.validation.password_rules.${rule.code}`)}
          </Typography>
          <Typography variant="body2" sx={visuallyHidden}>
            {translate(met ? 'app.profile.password.rule_met' : 'app.profile.password.rule_open')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
