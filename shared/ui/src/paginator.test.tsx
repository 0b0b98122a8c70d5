import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Paginator, pageSlots } from './paginator';

describe('pageSlots', () => {
  it('shows every page up to the button limit', () => {
    expect(pageSlots(1, 3, 5, false)).toEqual([1, 2, 3]);
  });
  it('keeps a window of 5 around the current page, inside 1..total', () => {
    expect(pageSlots(1, 20, 5, false)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(10, 20, 5, false)).toEqual([8, 9, 10, 11, 12]);
    expect(pageSlots(20, 20, 5, false)).toEqual([16, 17, 18, 19, 20]);
  });
  it('with ellipsis keeps first and last of 7 buttons', () => {
    expect(pageSlots(1, 20, 7, true)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageSlots(10, 20, 7, true)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(pageSlots(20, 20, 7, true)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
  });
});

describe('Paginator', () => {
  it('is hidden with one page or fewer', () => {
    const { container } = render(<Paginator page={1} totalPages={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('never leaves 1..total', async () => {
    const onChange = jest.fn();
    render(<Paginator page={1} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks the current page and disables next on the last page', () => {
    render(<Paginator page={3} totalPages={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });
});
