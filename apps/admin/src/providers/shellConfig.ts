import { useEffect, useState } from 'react';
import { type ShellConfig } from '@backoffice/contracts';
import { api } from './api';

export const DEFAULT_SHELL_CONFIG: ShellConfig = {
  externalLogoutUrl: null,
  helpDeskUrl: null,
  liveChat: { enabled: false, scriptUrl: null, widgetKey: null },
  globalSearchEnabled: false,
  workstationActions: { reboot: false, pxeReconfigure: false, networkReconfigure: false },
  mapTileUrl: null,
  mapTileAttribution: null,
  defaultLocale: 'en',
  sessionMinutes: 60,
};

let pending: Promise<ShellConfig> | null = null;

/** GET /config once per page load (public). */
export function loadShellConfig(): Promise<ShellConfig> {
  if (!pending) {
    pending = api.core
      .shellConfig({})
      .then((config) => ({ ...DEFAULT_SHELL_CONFIG, ...config }))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

export function useShellConfig(): ShellConfig {
  const [config, setConfig] = useState<ShellConfig>(DEFAULT_SHELL_CONFIG);
  useEffect(() => {
    let live = true;
    loadShellConfig()
      .then((loaded) => live && setConfig(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return config;
}
