import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { QualityAgent } from '@backoffice/contracts';
import { listAgents } from './qualityApi';

/** The active customer's agents for a picker; "Cannot load agents" when the call fails. */
export function useAgents(): QualityAgent[] | null {
  const notify = useNotify();
  const translate = useTranslate();
  const [agents, setAgents] = useState<QualityAgent[] | null>(null);
  useEffect(() => {
    let live = true;
    listAgents()
      .then((rows) => live && setAgents(rows))
      .catch((error: Error) => {
        if (!live) return;
        setAgents([]);
        notify(`${translate('quality.load_agents_failed')}: ${error.message}`, { type: 'error' });
      });
    return () => {
      live = false;
    };
  }, [notify, translate]);
  return agents;
}
