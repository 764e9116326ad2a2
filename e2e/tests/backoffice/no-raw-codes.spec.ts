import { expect, test, type Page } from '@playwright/test';
import {
  appRoutes,
  demoIdsOfBothOrgs,
  fillRoute,
  navigate,
  removeDemoIntegrations,
  settled,
  signedInAs,
  type Ids,
} from '../../fixtures/app-pages';
import { okJson } from '../../fixtures/ui';

/**
 * Issue 12 defect 4: people read words, never codes. Every back-office page the museum's and the
 * park's admins may open, in English and Danish, with every select opened: what is shown (text,
 * the chosen value of a field, placeholders, options) must not hold an enum-looking code:
 * a PascalCase compound (GuidedTourMax15People, CouldNotLock), an UPPER_SNAKE name
 * (RETURN_POLICY, NOT_ACTIVATED) or the age group's code Underage.
 *
 * What is a code by nature (a ticket's code, a permission's or a setting's name beside its words,
 * a tracking id) is marked up as one: inside `<code>`, or a field with `data-code`; the probe reads
 * past those. A checkbox's or radio's value is not shown, so it is not read either.
 */

const ADMINS = ['admin@demo.test', 'admin@park.test'] as const;
const LANGUAGES = ['en', 'da'] as const;

const CODE_PATTERNS = [/\b(?:[A-Z][a-z0-9]+){2,}\b/g, /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, /\bUnderage\b/g];
/** Names written that way by their owners. */
const PROPER_NOUNS = new Set(['MobilePay', 'PayPal', 'JavaScript', 'LinkedIn', 'YouTube', 'WhatsApp', 'GitHub']);

interface Finding {
  where: string;
  code: string;
  text: string;
}

/** The codes in a text people see (an address or an email is no code). */
function codesIn(text: string): string[] {
  const words = text.split(/\s+/).filter((word) => !/[@/]|^https?:/.test(word));
  const cleaned = words.join(' ');
  return CODE_PATTERNS.flatMap((pattern) => [...cleaned.matchAll(pattern)].map((match) => match[0])).filter(
    (code) => !PROPER_NOUNS.has(code),
  );
}

/**
 * The texts of the page a person sees: visible text (not the ticket codes shown as `code`, which
 * are codes by nature), the values and placeholders of visible fields, the options of native selects.
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const visible = (element: Element | null) => !!element && (element as HTMLElement).checkVisibility?.({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('code, pre, script, style, noscript')) continue;
      if (visible(parent)) texts.push(text);
    }
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
      if (!visible(input) || ['hidden', 'password', 'checkbox', 'radio'].includes(input.type) || input.closest('[data-code]')) continue;
      if (input.value) texts.push(input.value);
      if (input.placeholder) texts.push(input.placeholder);
    }
    for (const option of Array.from(document.querySelectorAll('select option'))) if (option.textContent) texts.push(option.textContent);
    return texts;
  });
}

/** The option texts of every select (Mantine combobox) of the page, each opened and closed again. */
async function optionTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  const boxes = page.locator('main input[aria-haspopup="listbox"]:visible:not([disabled]):not([readonly][data-disabled])');
  const count = await boxes.count();
  for (let i = 0; i < count; i++) {
    const box = boxes.nth(i);
    // From the keyboard, as a person without a mouse opens it: a MultiSelect's input lies under
    // its pills' box, which takes a pointer's click, and no click waits on that.
    await box.focus();
    await page.keyboard.press('ArrowDown');
    const listId = await box.getAttribute('aria-controls');
    const list = listId ? page.locator(`[id="${listId}"]`) : page.getByRole('listbox').last();
    const opened = await list
      .waitFor({ state: 'visible', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) {
      const options = list.locator('[role="option"]');
      texts.push(
        ...(await options.evaluateAll((shown) =>
          shown.map((option) => {
            const words = option.cloneNode(true) as Element;
            words.querySelectorAll('code').forEach((code) => code.remove());
            return words.textContent ?? '';
          }),
        )),
      );
    }
    await page.keyboard.press('Escape');
  }
  return texts;
}

let idsByOrg = new Map<string, Ids>();

test.beforeAll(async () => {
  ({ byOrg: idsByOrg } = await demoIdsOfBothOrgs('codes'));
});

test.afterAll(removeDemoIntegrations);

for (const email of ADMINS) {
  for (const language of LANGUAGES) {
    test(`no codes on the pages ${email} opens, in ${language === 'en' ? 'English' : 'Danish'}`, async ({ browser, baseURL }) => {
      test.setTimeout(300_000);
      const page = await signedInAs(browser, baseURL, email, language);
      const identity = await okJson<{ orgId: string; roles: string[]; permissions: string[] }>(
        await page.request.get('/api/auth/identity'),
      );
      const ids = idsByOrg.get(identity.orgId)!;
      const { privatePaths, canOpenRoute } = await appRoutes();
      const open = privatePaths.filter((entry) => canOpenRoute(entry.handles, identity.roles, new Set(identity.permissions)));
      expect(open.length).toBeGreaterThan(5);
      const findings: Finding[] = [];
      for (const { path: route } of open) {
        const began = Date.now();
        await navigate(page, fillRoute(route, ids));
        await settled(page);
        if (process.env.CODES_TRACE) console.log(`${route}: settled in ${Date.now() - began} ms`);
        const texts = [...(await shownTexts(page)), ...(await optionTexts(page))];
        if (process.env.CODES_TRACE) console.log(`${route}: ${texts.length} texts in ${Date.now() - began} ms`);
        for (const text of texts) for (const code of codesIn(text)) findings.push({ where: route, code, text: text.slice(0, 120) });
      }
      await page.context().close();
      const described = [...new Set(findings.map((finding) => `${finding.where}: ${finding.code} in "${finding.text}"`))].join('\n');
      expect(findings, `codes shown to people (${email}, ${language}):\n${described}`).toEqual([]);
    });
  }
}
