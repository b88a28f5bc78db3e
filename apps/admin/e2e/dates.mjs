/**
 * The admin's date fields (shared/DateInput: MUI X DatePicker, shown DD.MM.YYYY). The field is a
 * group of day, month and year sections, not an <input>: a click on the day section selects it,
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

/** Types a day given as YYYY-MM-DD into the field and checks it shows as DD.MM.YYYY. */
export async function fillDate(field, isoDay) {
  const [year, month, day] = isoDay.split('-');
  const sections = field.getByRole('spinbutton');
  await sections.first().click();
  await field.page().keyboard.type(`${day}${month}${year}`);
  const wanted = `${day}.${month}.${year}`;
  let shown = '';
  for (let tries = 0; tries < 50; tries += 1) {
    shown = await shownDate(field);
    if (shown === wanted) return;
    await field.page().waitForTimeout(100);
  }
  throw new Error(`the date field shows "${shown}" after typing ${wanted}`);
}
