import { canaryBucket, inCanary } from './canary-bucket';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('the bucket is drawn once (0–99) and kept in localStorage: the same browser keeps its version', () => {
  const drawn = canaryBucket();
  expect(Number.isInteger(drawn) && drawn >= 0 && drawn < 100).toBe(true);
  expect(localStorage.getItem('fidelidade:canario')).toBe(String(drawn));
  const random = jest.spyOn(crypto, 'getRandomValues');
  expect(canaryBucket()).toBe(drawn);
  expect(random).not.toHaveBeenCalled();
});

test('a browser is in a canary of N % when its bucket is below N', () => {
  localStorage.setItem('fidelidade:canario', '9');
  expect(inCanary(10)).toBe(true);
  expect(inCanary(9)).toBe(false);
  expect(inCanary(99)).toBe(true);
});

test('a stored value that is not a bucket is drawn again', () => {
  localStorage.setItem('fidelidade:canario', 'x');
  const drawn = canaryBucket();
  expect(localStorage.getItem('fidelidade:canario')).toBe(String(drawn));
});

test('draws are uniform: bytes of 200 and above are drawn again', () => {
  const bytes = [250, 205, 142];
  jest.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    if (array instanceof Uint8Array) array[0] = bytes.shift() ?? 0;
    return array;
  });
  expect(canaryBucket()).toBe(42);
});

test('without storage the bucket is kept in memory for the page', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const drawn = canaryBucket();
  expect(canaryBucket()).toBe(drawn);
});
