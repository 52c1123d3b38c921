import type { Page } from 'playwright-core';

export type NewProject = {
  /** The type's label on its radio button, e.g. `Corporate` or `Custom`. */
  type?: string;
  name: string;
  /** `YYYY-MM-DD`, as the date input takes it. */
  startDate: string;
  endDate: string;
  /** The option value of the electricity region, e.g. `DE`, `GB` or `US-CAMX`. */
  region: string;
  /**
   * How the form is reached: `add-project-link` clicks the first "Add project" link on the current
   * page (the projects list), `address` opens `/dashboard/calculator/create` directly.
   */
  openWith?: 'add-project-link' | 'address';
  /** The labels of the voluntary sections to choose, e.g. `8. Upstream leased assets`. */
  voluntarySections?: readonly string[];
  /** Runs on the filled form right before it is submitted, e.g. to take a screenshot. */
  beforeSubmit?: () => Promise<void>;
};

/**
 * Creates a project through the real create form, as a person would: opens the form, chooses the
 * type, fills name, period and electricity region, chooses the voluntary sections asked and presses
 * "Create project". Ends on the new
 * project's Inputs page and returns its instance id, read from the address.
 */
export async function createProjectThroughForm(page: Page, project: NewProject): Promise<string> {
  const { type = 'Corporate', openWith = 'add-project-link' } = project;
  if (openWith === 'add-project-link') {
    await page.getByRole('link', { name: 'Add project' }).first().click();
    await page.waitForURL('**/dashboard/calculator/create');
  } else {
    await page.goto('/dashboard/calculator/create');
  }
  const form = page.getByTestId('create-project-form');
  await form.getByRole('radio', { name: new RegExp(type) }).check();
  await form.getByLabel('Name').fill(project.name);
  await form.getByLabel('Start date').fill(project.startDate);
  await form.getByLabel('End date').fill(project.endDate);
  await form.getByLabel('Electricity region').selectOption(project.region);
  for (const label of project.voluntarySections ?? []) {
    await form.getByTestId('voluntary-sections').getByRole('checkbox', { name: label }).check();
  }
  await project.beforeSubmit?.();
  await form.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL('**/dashboard/calculator/form/i/**');
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** Opens a section of Inputs and adds a row of one option with its first amount (not saved yet). */
export async function enterRow(
  page: Page,
  sectionId: string,
  optionId: string,
  amount: number,
): Promise<void> {
  await page.getByTestId(`section-link-${sectionId}`).click();
  await page.waitForURL(`**section=${sectionId}**`);
  await page.locator(`select:has(option[value="${optionId}"])`).selectOption(optionId);
  const row = page.getByTestId('result-row').last();
  await row.getByTestId('amount-field').first().getByRole('textbox').fill(String(amount));
}
