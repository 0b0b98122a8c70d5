import { pointOf } from './point-of';

it('reads saved coordinates; missing, invalid or (0, 0) is no point', () => {
  expect(pointOf('-23.561349612', '-46.656571200')).toEqual({ lat: -23.561349612, lng: -46.6565712 });
  expect(pointOf(null, '-46')).toBeNull();
  expect(pointOf('abc', '1')).toBeNull();
  expect(pointOf('0.000000000', '0.000000000')).toBeNull();
  expect(pointOf('0', '-46')).toEqual({ lat: 0, lng: -46 });
});
