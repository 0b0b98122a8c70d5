import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens an antd Select by its label and picks the option with that text. */
export async function chooseOption(user: UserEvent, label: string, option: string, search = option) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  // The option list is virtual (only the first rows exist in jsdom): search narrows it first.
  await user.type(input, search);
  const matches = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  const last = matches.at(-1);
  if (!last) throw new Error(`opção ${option} ausente`);
  await user.click(last);
}

/** The body rows of the (only) table on screen. */
export const bodyRows = () =>
  screen.queryAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));

export const rowTexts = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

/** Confirms the delete dialog after checking its question. */
export async function confirmDelete(user: UserEvent, question: string) {
  const dialog = await screen.findByRole('dialog');
  // antd repeats the title for assistive technology: at least one copy must be there.
  expect(within(dialog).getAllByText(question).length).toBeGreaterThan(0);
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
}

/** The text an antd Select shows as its value ('' when empty). */
export function selectedText(label: string): string {
  const content = screen.getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-content');
  if (!content) return '';
  const copy = content.cloneNode(true) as Element;
  for (const placeholder of copy.querySelectorAll('.ant-select-placeholder')) placeholder.remove();
  return copy.textContent ?? '';
}

/**
 * The open dialog or drawer titled `title`. Not a role query by name: under jest antd's generated
 * ids are all 'test-id', so a dialog's aria-labelledby may point at another element.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find(
        (dialog) =>
          dialog.querySelector('.ant-modal-title, .ant-modal-confirm-title, .ant-drawer-title')
            ?.textContent === title,
      );
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}
