import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { API, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

// A real browser animates antd's spinner out and removes it on `transitionend`, which may come
// late or never (a busy or hidden tab): the button then read "loading Entrar" for 20 s or more.
// jsdom has no transitions, so antd would skip that animation; announcing the two event types
// makes antd's motion library start it, and, as no `transitionend` ever fires here, a spinner
// left to that animation stays. Set before antd loads, hence the dynamic import below.
class MotionEventStub extends Event {}
Object.assign(window, { TransitionEvent: MotionEventStub, AnimationEvent: MotionEventStub });

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().clearSession();
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
});

it("after a failed login the button reads 'Entrar' at once, with no spinner left behind", async () => {
  const { LoginForm } = await import('./login-form');
  let answer: (response: Response) => void = () => {};
  fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
  render(
    <MemoryRouter>
      <LoginForm next="/admin/dashboard" />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), 'errada');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));

  // While waiting: busy, and the spinner is not read as part of the name.
  const waiting = await screen.findByRole('button', { name: 'Entrar', busy: true });
  expect(waiting).toBeDisabled();

  answer(jsonResponse(401, { detail: 'Email ou senha inválidos.' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha inválidos.');
  const button = screen.getByRole('button', { name: 'Entrar' });
  expect(button).toBeEnabled();
  expect(button).not.toHaveAttribute('aria-busy', 'true');
  expect(button.querySelector('.anticon-loading')).toBeNull();
});
