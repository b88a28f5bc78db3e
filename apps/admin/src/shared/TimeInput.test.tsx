import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { i18nProvider } from '../test/admin';
import { fromWireValue, toWireValue } from './dateInputModel';
import { DateTimeInput, TimePickerField } from './TimeInput';

/** The picker's field group (its sections are role spinbutton) after the lazy chunk has loaded. */
async function field(label: string | RegExp) {
  return screen.findByRole('group', { name: label }, { timeout: 15_000 });
}

/** Types digits as a user does: the first section, then the digits (the field moves on by itself). */
async function typeInto(label: string | RegExp, digits: string) {
  const first = (await field(label)).querySelector<HTMLElement>('[role="spinbutton"]')!;
  fireEvent.click(first);
  fireEvent.focus(first);
  for (const char of digits) fireEvent.input(document.activeElement as HTMLElement, { target: { textContent: char } });
}

/** The field's text as shown (its hidden input holds it). */
const shownText = async (label: string | RegExp) => (await field(label)).parentElement!.querySelector<HTMLInputElement>('input')!.value;

function ControlledTime({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <TimePickerField label="Start time" value={value} onChange={setValue} />
      <output data-testid="wire">[{value}]</output>
    </>
  );
}

beforeAll(async () => {
  await import('./datePickerImpl');
}, 60_000);

describe('wire times', () => {
  it("reads and writes 'HH:mm' and 'YYYY-MM-DD HH:mm'; nothing for an impossible value", () => {
    expect(toWireValue('time', fromWireValue('time', '07:05'))).toBe('07:05');
    expect(toWireValue('time', fromWireValue('time', '23:59'))).toBe('23:59');
    expect(fromWireValue('time', '24:00')).toBeNull();
    expect(fromWireValue('time', '7:05')).toBeNull();
    expect(toWireValue('dateTime', fromWireValue('dateTime', '2026-03-29 02:30'))).not.toBe('');
    expect(toWireValue('dateTime', fromWireValue('dateTime', '2026-11-28 17:45'))).toBe('2026-11-28 17:45');
    expect(fromWireValue('dateTime', '2026-02-31 10:00')).toBeNull();
    expect(toWireValue('time', null)).toBe('');
  });
});

describe('TimePickerField', () => {
  it('shows and takes afternoon hours on a 24-hour clock in English, without AM/PM', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ControlledTime start="20:00" />
      </AdminContext>,
    );
    expect(await shownText('Start time')).toBe('20:00');
    await typeInto('Start time', '1730');
    expect(screen.getByTestId('wire').textContent).toBe('[17:30]');
    const text = await shownText('Start time');
    expect(text).toBe('17:30');
    expect((await field('Start time')).textContent).not.toMatch(/AM|PM/i);
  });

  it('sends no time while the time is unfinished', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ControlledTime />
      </AdminContext>,
    );
    await typeInto('Start time', '9');
    expect(await shownText('Start time')).toBe('09:mm');
    expect(screen.getByTestId('wire').textContent).toBe('[]');
  });
});

function Watch() {
  return <output data-testid="form-value">[{useWatch({ name: 'From' }) as string}]</output>;
}

describe('DateTimeInput', () => {
  it("shows the wire's 'YYYY-MM-DD HH:mm' as DD.MM.YYYY HH:mm and keeps typed values in the wire form", async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Form record={{ From: '2026-11-28 17:45' }} mode="onChange">
          <DateTimeInput source="From" label="From" />
          <Watch />
        </Form>
      </AdminContext>,
    );
    expect(await shownText(/^From/)).toBe('28.11.2026 17:45');
    await typeInto(/^From/, '010220262315');
    await waitFor(() => expect(screen.getByTestId('form-value').textContent).toBe('[2026-02-01 23:15]'));
    expect(await shownText(/^From/)).toBe('01.02.2026 23:15');
  });
});
