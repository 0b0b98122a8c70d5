import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Opens the select labelled `label`, waits for the option titled `shown`, and returns the texts of
 * the visible items (the role=option elements are antd's hidden accessibility copies).
 */
export async function openOptions(label: string, shown: string) {
  await userEvent.click(screen.getByLabelText(label));
  await screen.findByTitle(shown);
  return Array.from(document.querySelectorAll('.ant-select-item-option'), (item) => item.textContent);
}
