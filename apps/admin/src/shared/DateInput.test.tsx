import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, required, useLocaleState } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DateInput, DatePickerField } from './DateInput';
import { fromWireDate, toWireDate } from './dateInputModel';
import { i18nProvider } from '../test/admin';

/** The picker's field: its day, month and year sections after the lazy chunk has loaded. */
async function sections(label: string | RegExp) {
  const group = await screen.findByRole('group', { name: label }, { timeout: 15_000 });
  return [...group.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
}

/** Types as a user does: the day section first, then the digits (the field moves on by itself). */
async function typeDate(label: string | RegExp, text: string) {
  const [day] = await sections(label);
  fireEvent.click(day);
  fireEvent.focus(day);
  for (const char of text.replace(/\D/g, '')) fireEvent.input(document.activeElement as HTMLElement, { target: { textContent: char } });
}

const shown = (label: string | RegExp) => sections(label).then((list) => list.map((section) => section.textContent).join('.'));

function Controlled({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DatePickerField label="From" value={value} onChange={setValue} testId="from" />
      <output data-testid="wire">[{value}]</output>
    </>
  );
}

function German({ children }: { children: React.ReactNode }) {
  const [, setLocale] = useLocaleState();
  return (
    <>
      <button type="button" onClick={() => setLocale('de')}>
        de
      </button>
      {children}
    </>
  );
}

// The picker is a lazy chunk; loading it once up front keeps each test within its time.
beforeAll(async () => {
  await import('./datePickerImpl');
}, 60_000);

describe('wire dates', () => {
  it('reads and writes YYYY-MM-DD; nothing for an unfinished or impossible day', () => {
    expect(toWireDate(fromWireDate('2026-03-05'))).toBe('2026-03-05');
    expect(fromWireDate('2026-02-31')).toBeNull();
    expect(fromWireDate('05.03.2026')).toBeNull();
    expect(toWireDate(fromWireDate('0202-03-05') ?? undefined)).toBe('');
    expect(toWireDate(null)).toBe('');
  });
});

describe('DatePickerField', () => {
  it('shows a wire date as DD.MM.YYYY', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Controlled start="2026-03-07" />
      </AdminContext>,
    );
    expect(await shown('From')).toBe('07.03.2026');
    expect((screen.getByTestId('from') as HTMLInputElement).value).toBe('07.03.2026');
  });

  it('turns typed 05.03.2026 into 2026-03-05', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Controlled />
      </AdminContext>,
    );
    await typeDate('From', '05.03.2026');
    expect(screen.getByTestId('wire').textContent).toBe('[2026-03-05]');
    expect(await shown('From')).toBe('05.03.2026');
  });

  it('says an impossible date is invalid once the user leaves the field, and sends no date', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Controlled />
      </AdminContext>,
    );
    await typeDate('From', '31.02.2026');
    expect(screen.getByTestId('wire').textContent).toBe('[]');
    act(() => (document.activeElement as HTMLElement).blur());
    await screen.findByText('Enter a valid date as DD.MM.YYYY');
  });

  it('speaks German with a German admin', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <German>
          <Controlled />
        </German>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'de' }));
    expect(await shown('From')).toBe('TT.MM.JJJJ');
    await screen.findByRole('button', { name: /Datum auswählen/ });
    await act(() => i18nProvider.changeLocale('en'));
  });
});

function Watch() {
  return <output data-testid="form-value">[{useWatch({ name: 'From' }) as string}]</output>;
}

describe('DateInput', () => {
  it('binds the form value and shows the validation message', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Form record={{ From: '2026-03-07' }} mode="onChange">
          <DateInput source="From" label="From" validate={required()} />
          <Watch />
        </Form>
      </AdminContext>,
    );
    expect(await shown(/^From/)).toBe('07.03.2026');
    await typeDate(/^From/, '05.03.2026');
    await waitFor(() => expect(screen.getByTestId('form-value').textContent).toBe('[2026-03-05]'));
    // Clearing every section leaves the form without a date: the required message shows.
    for (const section of await sections(/^From/)) {
      fireEvent.click(section);
      fireEvent.focus(section);
      fireEvent.input(section, { target: { textContent: '' } });
    }
    await waitFor(() => expect(screen.getByTestId('form-value').textContent).toBe('[]'));
    await screen.findByText('Required');
  });
});
