import { within } from '@testing-library/react';

/** A table row's cells as text, any white space (antd's line breaks, nbsp in R$) as a plain space. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));
