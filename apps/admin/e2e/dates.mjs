/**
 * The admin's date and time fields (shared/DateInput and shared/TimeInput: MUI X pickers, shown
 * DD.MM.YYYY, HH:mm or both). The field is a group of sections (day, month, year, hours,
 * minutes), not an <input>: a click on the first section selects it,
 * typed digits fill it and move on to the next one. A field is found by its label or by the
 * data-testid of its hidden input (which holds the shown text).
 */

/** The field's group (role "group", named by its label). */
export function dateField(page, { label, testId }) {
  if (testId) return page.getByTestId(testId).locator('xpath=..');
  return page.getByRole('group', { name: label, exact: true });
}

/** DD.MM.YYYY -> YYYY-MM-DD ('' for anything else). */
export const isoOf = (shown) => (/^\d{2}\.\d{2}\.\d{4}$/.test(shown) ? shown.split('.').reverse().join('-') : '');

/** The field's text as shown (DD.MM.YYYY, '' when empty). */
export async function shownDate(field) {
  return field.locator('input[aria-hidden="true"]').inputValue();
}

/** Types digits into the field's first section and waits until it shows `wanted`. */
async function typeInto(field, digits, wanted) {
  const sections = field.getByRole('spinbutton');
  await sections.first().click();
  await field.page().keyboard.type(digits);
  let shown = '';
  for (let tries = 0; tries < 50; tries += 1) {
    shown = await shownDate(field);
    if (shown === wanted) return;
    await field.page().waitForTimeout(100);
  }
  throw new Error(`the field shows "${shown}" after typing ${wanted}`);
}

/** Types a day given as YYYY-MM-DD into the field and checks it shows as DD.MM.YYYY. */
export async function fillDate(field, isoDay) {
  const [year, month, day] = isoDay.split('-');
  await typeInto(field, `${day}${month}${year}`, `${day}.${month}.${year}`);
}

/** Types a time given as HH:mm (24 h) into a time field (shared/TimeInput) and checks it shows so. */
export async function fillTime(field, time) {
  await typeInto(field, time.replace(':', ''), time);
}

/** Types a moment given as YYYY-MM-DD HH:mm into a date-time field and checks it shows as DD.MM.YYYY HH:mm. */
export async function fillDateTime(field, wire) {
  const [day, time] = wire.split(' ');
  const [year, month, date] = day.split('-');
  await typeInto(field, `${date}${month}${year}${time.replace(':', '')}`, `${date}.${month}.${year} ${time}`);
}
