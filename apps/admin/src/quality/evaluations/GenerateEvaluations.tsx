import { useEffect, useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, FormControl, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import {
  ALL_CALL_CUSTOMERS,
  DEFAULT_EVALUATIONS_PER_AGENT,
  MAX_EVALUATIONS_PER_AGENT,
  QualityQueue,
  RANDOM_WEIGHT_CHOICES,
  type QualityCallCustomer,
  type RandomWeightRule,
} from '@backoffice/contracts';
import { DEFAULT_TIME_ZONE, addWeightRule, generationRange, todayIn } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { AgentPicker } from '../AgentPicker';
import { JobProgressLine } from '../../shared/JobProgressLine';
import { PeriodFields, usePeriod } from '../PeriodFields';
import { generateEvaluations, listCallCustomers, listExcludedAgents } from '../qualityApi';
import { useQueuedJob } from '../../shared/useQueuedJob';
import { useAgents } from '../useAgents';

/**
 * /evaluation/generate: a period (presets in ISO weeks of the customer's calendar; the dates are
 * editable only for Custom), evaluations per agent, agents and per-customer random weights. The
 * draw runs as a job; its progress shows here and in the downloads menu.
 */
export function GenerateEvaluations() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const today = todayIn(session?.activeCustomer?.TimeZone ?? DEFAULT_TIME_ZONE);
  const agents = useAgents();
  const period = usePeriod(today);
  const [perAgent, setPerAgent] = useState(String(DEFAULT_EVALUATIONS_PER_AGENT));
  const [selected, setSelected] = useState<number[]>([]);
  const [excluded, setExcluded] = useState<number[]>([]);
  const [customers, setCustomers] = useState<QualityCallCustomer[]>([]);
  const [rules, setRules] = useState<RandomWeightRule[]>([]);
  const [ruleCustomer, setRuleCustomer] = useState<number | typeof ALL_CALL_CUSTOMERS>(ALL_CALL_CUSTOMERS);
  const [ruleWeight, setRuleWeight] = useState<number>(RANDOM_WEIGHT_CHOICES[1]);
  const { progress, sending, jobId, start } = useQueuedJob(QualityQueue.Sampling, {
    success: 'quality.generate.success',
    fail: 'quality.generate.failed',
    separator: ' ',
  });

  useEffect(() => {
    listCallCustomers()
      .then(setCustomers)
      .catch((error: Error) => notify(`${translate('quality.generate.load_customers_failed')}: ${error.message}`, { type: 'error' }));
    listExcludedAgents()
      .then((rows) => setExcluded(rows.map((row) => row.AgentID)))
      .catch(() => setExcluded([]));
  }, [notify, translate]);

  const count = Number(perAgent);
  const countValid = Number.isInteger(count) && count >= 1 && count <= MAX_EVALUATIONS_PER_AGENT;
  const customerName = useMemo(() => new Map(customers.map((customer) => [customer.CallCustomerID, customer.Name])), [customers]);
  const running = progress ? progress.state === 'active' : jobId !== null && sending;

  const submit = () =>
    start(() => generateEvaluations({ ...generationRange(period.span), EvaluationsPerAgent: count, CallAgents: selected, RandomWeightRules: rules }));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="quality.generate.title" />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <PeriodFields period={period} testIdPrefix="generate" />
            <TextField
              size="small"
              type="number"
              sx={{ width: 200 }}
              label={translate('quality.generate.per_agent')}
              value={perAgent}
              error={!countValid}
              onChange={(event) => setPerAgent(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: MAX_EVALUATIONS_PER_AGENT, 'data-testid': 'generate-per-agent' } }}
            />
          </Box>
          <AgentPicker agents={agents ?? []} value={selected} onChange={setSelected} excluded={excluded} testId="generate-agents" />
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              {translate('quality.generate.weights')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControl size="small" sx={{ minWidth: 220 }}>
                <InputLabel id="quality-weight-customer">{translate('quality.generate.customer')}</InputLabel>
                <Select
                  labelId="quality-weight-customer"
                  label={translate('quality.generate.customer')}
                  value={ruleCustomer}
                  onChange={(event) => setRuleCustomer(event.target.value as number | typeof ALL_CALL_CUSTOMERS)}
                  inputProps={{ 'data-testid': 'weight-customer' }}
                >
                  <MenuItem value={ALL_CALL_CUSTOMERS}>{translate('quality.generate.all_customers')}</MenuItem>
                  {customers.map((customer) => (
                    <MenuItem key={customer.CallCustomerID} value={customer.CallCustomerID}>
                      {customer.Name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl size="small" sx={{ minWidth: 120 }}>
                <InputLabel id="quality-weight">{translate('quality.generate.weight')}</InputLabel>
                <Select
                  labelId="quality-weight"
                  label={translate('quality.generate.weight')}
                  value={ruleWeight}
                  onChange={(event) => setRuleWeight(Number(event.target.value))}
                  inputProps={{ 'data-testid': 'weight-value' }}
                >
                  {RANDOM_WEIGHT_CHOICES.map((weight) => (
                    <MenuItem key={weight} value={weight}>
                      {weight}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <Button variant="outlined" onClick={() => setRules(addWeightRule(rules, ruleCustomer, ruleWeight))}>
                {translate('quality.generate.add')}
              </Button>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} data-testid="weight-rules">
              {rules.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('quality.generate.no_weights')}
                </Typography>
              ) : (
                rules.map((rule) => (
                  <Chip
                    key={rule.customer}
                    label={`${customerName.get(rule.customer) ?? rule.customer}: ${rule.random}`}
                    onDelete={() => setRules(rules.filter((other) => other.customer !== rule.customer))}
                  />
                ))
              )}
            </Box>
          </Box>
          <Box>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={sending || running || selected.length === 0 || !countValid || !period.valid}
              data-testid="generate-submit"
            >
              {translate('quality.generate.submit')}
            </Button>
          </Box>
          <JobProgressLine progress={progress} testId="generate-progress" />
        </Stack>
      </CardContent>
    </Card>
  );
}
