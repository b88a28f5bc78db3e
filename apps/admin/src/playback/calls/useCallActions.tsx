import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { PlaybackCalls, PlaybackResources, type PlaybackCall } from '@backoffice/contracts';
import { crudApi } from '../../providers/api';
import { downloadFile } from '../../shared/downloads';
import { ListenDialog } from './ListenDialog';

const playbackCalls = crudApi<PlaybackCall>(PlaybackResources.calls);

/**
 * Listen (load the call, then open the dialog) and Download (a Yes/Cancel confirm, then the file
 * with its progress in the downloads menu; a failed download just ends its entry).
 */
export function useCallActions({ offerDownloadInDialog = false }: { offerDownloadInDialog?: boolean } = {}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [listening, setListening] = useState<PlaybackCall | null>(null);
  const [confirming, setConfirming] = useState<PlaybackCall | null>(null);

  const listen = async (logId: string) => {
    try {
      setListening(await playbackCalls.load({ LogID: Number(logId) }));
    } catch (error) {
      notify(`${translate('playback.messages.load_failed')}: ${(error as Error).message}`, { type: 'error' });
    }
  };
  const download = (call: PlaybackCall) => {
    setConfirming(null);
    void downloadFile(PlaybackCalls.download.path, {
      label: translate('playback.download.label', { number: call.Number || call.LogID }),
      params: { LogID: call.LogID },
      fallbackName: `call-${call.LogID}.wav`,
    }).catch(() => undefined);
  };
  const dialogs = (
    <>
      <ListenDialog call={listening} onClose={() => setListening(null)} onDownload={offerDownloadInDialog ? (call) => setConfirming(call) : undefined} />
      <Confirm
        isOpen={confirming !== null}
        title="playback.download.confirm_title"
        content={translate('playback.download.confirm_content', { number: confirming?.Number ?? '' })}
        confirm="playback.download.yes"
        cancel="playback.download.cancel"
        onConfirm={() => confirming && download(confirming)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
  return { listen, showLoaded: setListening, askDownload: setConfirming, dialogs };
}
