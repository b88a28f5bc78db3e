/**
 * News (issue 14): an editor writes news for a role; a user of that role sees the badge go up
 * live, opens the news and marks it read; the editor's open details turn that user green and the
 * list's read count changes without a reload; the screens in German.
 */
import { expectThat } from './harness.mjs';
import { dateField, fillDate, isoOf, shownDate } from './dates.mjs';
import { keepSessionAlive, signIn as signInAs } from './session.mjs';

/** The unread count the News menu entry shows. */
async function badgeCount(page) {
  const badge = page.locator('[data-testid="news-unread-badge"][data-count]');
  await badge.waitFor();
  return Number(await badge.getAttribute('data-count'));
}

async function waitForBadge(page, count) {
  await page.locator(`[data-testid="news-unread-badge"][data-count="${count}"]`).waitFor();
}

/** The row of the news table whose text starts with `text`. */
function rowWith(page, text) {
  return page.locator('tbody tr').filter({ hasText: text });
}

/** This file's scenarios outlive the test server's short session. */
async function signIn(page, username) {
  await keepSessionAlive(page);
  await signInAs(page, username);
}

export const newsScenarios = [
  {
    name: 'news-editor-targets-a-role-reader-confirms-live',
    async run({ page, step, harness, baseUrl }) {
      const agentContext = await harness.browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 850 }, locale: 'en-GB' });
      agentContext.setDefaultTimeout(15_000);
      const agent = await agentContext.newPage();
      const text = `Fire drill at 14:00 ${Date.now().toString(36)}`;
      let before = 0;
      try {
        await step('the-agent-sees-the-unread-badge', async () => {
          await signIn(agent, 'agent');
          before = await badgeCount(agent);
          expectThat(before > 0, `the demo has unread news for the agent (badge ${before})`);
          await agent
            .getByTestId('widget-news')
            .getByTestId('news-widget-unread-value')
            .filter({ hasText: String(before) })
            .waitFor();
        });

        await step('the-editor-sees-all-news-and-opens-the-form', async () => {
          await signIn(page, 'editor');
          await page.goto('/news/list');
          await page.getByRole('columnheader', { name: 'Total number of users' }).waitFor();
          await page.getByRole('columnheader', { name: 'Number of users who read the news' }).waitFor();
          // Editors see expired news too (the demo's summer party photos).
          await rowWith(page, 'Photos of the summer').waitFor();
          await page.getByRole('link', { name: 'Create' }).click();
          await page.waitForURL('**/news/create');
          await page.getByText('Enter data to create the news').first().waitFor();
        });

        await step('the-form-checks-dates-and-users', async () => {
          const from = dateField(page, { label: 'From' });
          const until = dateField(page, { label: 'Until' });
          const shownToday = await shownDate(from);
          expectThat(/^\d{2}\.\d{2}\.\d{4}$/.test(shownToday), `From defaults to today, shown DD.MM.YYYY (${shownToday})`);
          const today = isoOf(shownToday);
          expectThat(isoOf(await shownDate(until)) > today, 'Until defaults to tomorrow');
          await page.locator('.ProseMirror').click();
          await page.keyboard.type(text);
          const save = page.getByRole('button', { name: 'Save' });
          await page.getByTestId('news-users-error').filter({ hasText: 'You have to select at least one user.' }).waitFor();
          expectThat(await save.isDisabled(), 'Save is disabled without users');
          await fillDate(until, '2000-01-01');
          await page.getByText('End date cannot be before start').waitFor();
          await fillDate(until, today);
        });

        await step('choosing-the-agent-role-adds-its-users', async () => {
          await page.getByTestId('news-roles-input').click();
          await page.getByRole('option', { name: 'Agent', exact: true }).click();
          await page.keyboard.press('Escape');
          await page.getByTestId('news-users-selected').filter({ hasText: '1 selected' }).waitFor();
          const save = page.getByRole('button', { name: 'Save' });
          expectThat(!(await save.isDisabled()), 'Save is enabled with text, dates and a user');
          await save.click();
          await page.waitForURL((url) => url.pathname === '/news');
          await page.getByText('News created successfully').waitFor();
        });

        await step('the-agent-badge-goes-up-without-a-reload', async () => {
          await waitForBadge(agent, before + 1);
        });

        await step('the-editor-opens-the-details', async () => {
          const row = rowWith(page, text.slice(0, 25));
          await row.waitFor();
          await row.getByRole('button', { name: 'Details' }).click();
          const details = page.getByTestId('news-details');
          await details.getByText(text).waitFor();
          await details.getByText('Users who read the news are marked green').waitFor();
          await details.getByText('Agent').first().waitFor();
          await details.locator('[data-read="false"]').filter({ hasText: 'Armin Gruber' }).waitFor();
        });

        await step('the-agent-reads-and-marks-it-read', async () => {
          await agent.getByTestId('menu-news').click();
          await agent.waitForURL('**/news');
          const row = rowWith(agent, text.slice(0, 25));
          await row.getByRole('link', { name: 'Read' }).click();
          await agent.waitForURL('**/news/*/read');
          await agent.getByTestId('news-read-text').getByText(text).waitFor();
          const save = agent.getByRole('button', { name: 'Save' });
          expectThat(await save.isDisabled(), 'Save is disabled until Mark As Read is ticked');
          await agent.getByLabel('Mark As Read').check();
          await save.click();
          await agent.waitForURL((url) => url.pathname === '/news');
          await waitForBadge(agent, before);
          // The read news leaves the unread list.
          await rowWith(agent, text.slice(0, 25)).waitFor({ state: 'detached' });
          await agent.getByLabel('Show read news').check();
          await rowWith(agent, text.slice(0, 25)).waitFor();
        });

        await step('the-agent-sees-only-back-on-a-read-news', async () => {
          await rowWith(agent, text.slice(0, 25)).getByRole('link', { name: 'Read' }).click();
          const readPage = agent.getByTestId('news-read');
          await readPage.getByTestId('news-already-read').waitFor();
          await readPage.getByRole('button', { name: 'Back', exact: true }).waitFor();
          expectThat((await readPage.getByRole('button', { name: 'Save' }).count()) === 0, 'no Save on a read news');
        });

        await step('the-editor-sees-the-reader-green-without-a-reload', async () => {
          const details = page.getByTestId('news-details');
          await details.locator('[data-read="true"]').filter({ hasText: 'Armin Gruber' }).waitFor();
          await details.getByRole('button', { name: 'Close' }).click();
          const row = rowWith(page, text.slice(0, 25));
          // The last column is the number of users who read the news (editors' rows start with a checkbox).
          await row.locator('td').last().filter({ hasText: /^1$/ }).waitFor();
        });

        await step('the-editor-edits-and-cannot-deselect-the-reader', async () => {
          await rowWith(page, text.slice(0, 25)).getByRole('link', { name: 'Edit' }).click();
          await page.waitForURL('**/news/*/edit');
          await page.getByText('Update your news').first().waitFor();
          const reader = page.locator('[data-testid^="news-user-"]').filter({ hasText: 'Armin Gruber' });
          await reader.waitFor();
          expectThat((await reader.getAttribute('aria-disabled')) === 'true', 'the reader cannot be deselected');
          await reader.hover();
          await page.getByText('This user has already read this news and cannot be deselected').waitFor();
          expectThat(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is disabled while nothing changed');
          await page.getByRole('button', { name: 'Cancel' }).click();
          await page.waitForURL((url) => url.pathname === '/news');
        });

        await step('the-editor-deletes-it-after-confirming', async () => {
          await rowWith(page, text.slice(0, 25)).getByRole('button', { name: 'Delete' }).click();
          const dialog = page.getByRole('dialog', { name: 'Delete news' });
          await dialog.getByRole('button', { name: /Confirm/ }).click();
          await page.getByText('News deleted successfully').waitFor();
          await rowWith(page, text.slice(0, 25)).waitFor({ state: 'detached' });
        });

        await step('the-news-screens-in-german', async () => {
          await page.evaluate(() => localStorage.setItem('locale', 'de'));
          await page.goto('/news');
          await page.getByRole('columnheader').getByText('Anzahl der Benutzer', { exact: true }).waitFor();
          await page.getByRole('link', { name: 'Erstellen' }).click();
          await page.getByText('Daten für die neue Neuigkeit eingeben').first().waitFor();
          // The date picker speaks German too and still shows DD.MM.YYYY.
          const from = dateField(page, { label: 'Von' });
          await from.getByRole('button', { name: /Datum auswählen/ }).waitFor();
          expectThat(/^\d{2}\.\d{2}\.\d{4}$/.test(await shownDate(from)), 'Von shows DD.MM.YYYY');
          await page.getByTestId('news-users-error').filter({ hasText: 'Bitte mindestens einen Benutzer auswählen.' }).waitFor();
        });
      } finally {
        await agentContext.close().catch(() => undefined);
      }
    },
  },
  {
    // An editor who is also an addressee reads and confirms from the same list, as readers do.
    name: 'news-editor-addressed-reads-from-the-list',
    async run({ page, step }) {
      const text = `Editors meet at 9:00 ${Date.now().toString(36)}`;
      let before = 0;

      await step('the-editor-addresses-news-to-themselves', async () => {
        await signIn(page, 'editor');
        before = await badgeCount(page);
        await page.goto('/news/create');
        await page.getByText('Enter data to create the news').first().waitFor();
        await page.locator('.ProseMirror').click();
        await page.keyboard.type(text);
        await page.locator('[data-testid^="news-user-"]').filter({ hasText: 'Elena Wagner' }).click();
        await page.getByTestId('news-users-selected').filter({ hasText: '1 selected' }).waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname === '/news');
        await page.getByText('News created successfully').waitFor();
        await waitForBadge(page, before + 1);
      });

      await step('only-their-own-rows-offer-read', async () => {
        const row = rowWith(page, text.slice(0, 25));
        await row.getByRole('link', { name: 'Read' }).waitFor();
        await row.getByRole('link', { name: 'Edit' }).waitFor();
        // The demo's summer party news is for the agents, not for the editor.
        const other = rowWith(page, 'Photos of the summer');
        await other.getByRole('link', { name: 'Edit' }).waitFor();
        expectThat((await other.getByRole('link', { name: 'Read' }).count()) === 0, 'no Read on news not addressed to the editor');
      });

      await step('the-editor-reads-and-confirms', async () => {
        await rowWith(page, text.slice(0, 25)).getByRole('link', { name: 'Read' }).click();
        await page.waitForURL('**/news/*/read');
        await page.getByTestId('news-read-text').getByText(text).waitFor();
        const save = page.getByRole('button', { name: 'Save' });
        expectThat(await save.isDisabled(), 'Save is disabled until Mark As Read is ticked');
        await page.getByLabel('Mark As Read').check();
        await save.click();
        await page.waitForURL((url) => url.pathname === '/news');
        await waitForBadge(page, before);
        // Editors keep every news in their list; the count of readers follows.
        const row = rowWith(page, text.slice(0, 25));
        await row.locator('td').last().filter({ hasText: /^1$/ }).waitFor();
      });

      await step('news-for-others-reads-without-mark-as-read', async () => {
        // The editor opens the read page of a news not addressed to them by its URL (the first number of the row is its id).
        const cells = await rowWith(page, 'Photos of the summer').locator('td').allInnerTexts();
        const id = cells.map((cell) => cell.trim()).find((cell) => /^\d+$/.test(cell));
        await page.goto(`/news/${id}/read`);
        const readPage = page.getByTestId('news-read');
        await readPage.getByTestId('news-not-addressed').filter({ hasText: 'This news is not addressed to you' }).waitFor();
        await readPage.getByTestId('news-read-text').getByText('Photos of the summer').waitFor();
        expectThat((await readPage.getByRole('button', { name: 'Save' }).count()) === 0, 'no Save on news not addressed to the editor');
        await readPage.getByRole('button', { name: 'Back', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/news');
      });

      await step('a-read-news-shows-only-back-then-is-deleted', async () => {
        await rowWith(page, text.slice(0, 25)).getByRole('link', { name: 'Read' }).click();
        const readPage = page.getByTestId('news-read');
        await readPage.getByTestId('news-already-read').waitFor();
        await readPage.getByRole('button', { name: 'Back', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/news');
        await rowWith(page, text.slice(0, 25)).getByRole('button', { name: 'Delete' }).click();
        await page
          .getByRole('dialog', { name: 'Delete news' })
          .getByRole('button', { name: /Confirm/ })
          .click();
        await page.getByText('News deleted successfully').waitFor();
        await rowWith(page, text.slice(0, 25)).waitFor({ state: 'detached' });
      });
    },
  },
];
