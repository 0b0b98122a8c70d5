/** Calls `run` once calls stop for `delayMs` (resize callbacks: 20 ms, docs/product.md §9). */
export function debounce(run: () => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
