import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { PARTNER_MAP, type PlaceDetails, type PlaceSuggestion } from '@backoffice/contracts';
import { autocompletePlaces, placeDetails } from './partnerApi';

/** A request this search cancelled itself (a newer key stroke): not a failure. */
const cancelled = (error: unknown) => (error as { status?: number })?.status === 499;

/**
 * The location search of the partner form and the map: suggestions from the server's geocoder,
 * asked 500 ms after the last key stroke; picking one loads its coordinates and address parts.
 */
export function LocationAutocomplete({
  label,
  onPlace,
  onFailure,
  helperText,
  testId = 'location-autocomplete',
  fullWidth = true,
}: {
  label: string;
  onPlace: (place: PlaceDetails) => void;
  /** The search or the picked place's coordinates could not be had; without it the error is shown as it came. */
  onFailure?: (error: Error) => void;
  helperText?: string;
  testId?: string;
  /** false in a row of filters: as wide as its content (at least 320 px), not the whole row. */
  fullWidth?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;

  useEffect(() => {
    const text = input.trim();
    if (text.length < 2) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      autocompletePlaces(text, controller.signal)
        .then(setOptions)
        .catch((error: Error) => {
          if (!cancelled(error) && !controller.signal.aborted) onFailureRef.current?.(error);
        })
        .finally(() => setLoading(false));
    }, PARTNER_MAP.autocompleteDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);

  return (
    <Autocomplete<PlaceSuggestion>
      data-testid={testId}
      sx={{ minWidth: 320, width: fullWidth ? undefined : 380 }}
      fullWidth={fullWidth}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.description}
      isOptionEqualToValue={(a, b) => a.place_id === b.place_id}
      loading={loading}
      noOptionsText={translate('assistance.location.none')}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value) => {
        if (!value) return;
        placeDetails(value.place_id)
          .then(onPlace)
          .catch((error: Error) => (onFailure ? onFailure(error) : notify(error.message, { type: 'error' })));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          fullWidth
          label={translate(label)}
          size="small"
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-input` },
          }}
        />
      )}
    />
  );
}
