import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useDebouncedSearch } from './use-debounced-search';

let commits: string[] = [];
let setCommitted: (value: string) => void = () => {};

function SearchBox() {
  const [committed, setValue] = useState('');
  setCommitted = setValue;
  const [text, setText] = useDebouncedSearch(committed, (value) => {
    commits.push(value);
    setValue(value);
  });
  return <input aria-label="busca" value={text} onChange={(event) => setText(event.target.value)} />;
}

beforeEach(() => {
  commits = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('commits once, 500 ms after typing stops', () => {
  render(<SearchBox />);
  const input = screen.getByLabelText('busca');
  for (const text of ['a', 'an', 'ana']) {
    fireEvent.change(input, { target: { value: text } });
    act(() => jest.advanceTimersByTime(300));
  }
  expect(commits).toEqual([]);
  act(() => jest.advanceTimersByTime(200));
  expect(commits).toEqual(['ana']);
});

it('follows an outside change of the committed value without committing again', () => {
  render(<SearchBox />);
  act(() => setCommitted('joão'));
  expect(screen.getByLabelText('busca')).toHaveValue('joão');
  act(() => jest.advanceTimersByTime(600));
  expect(commits).toEqual([]);
});
