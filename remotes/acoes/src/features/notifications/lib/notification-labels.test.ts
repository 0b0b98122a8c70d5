import { pushMessages } from './notification-labels';

test('the recipient count agrees with its number', () => {
  expect(pushMessages.confirmCount('1')).toBe('Esta notificação será enviada para 1 cliente.');
  expect(pushMessages.confirmCount('1.234')).toBe('Esta notificação será enviada para 1.234 clientes.');
  expect(pushMessages.audienceCount('0')).toBe('Esta notificação será enviada para 0 clientes.');
  expect(pushMessages.confirmScheduledCount('1')).toMatch(/^Esta notificação será enviada para 1 cliente \(/);
});
