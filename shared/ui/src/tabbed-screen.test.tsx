import { sessionStore } from '@fidelidade/session';
import { adminUser, dealerUser } from '@fidelidade/session/test-helpers';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type ScreenTab, TabbedScreen, visibleTabs } from './tabbed-screen';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

// Configurações → Auditoria is ADMIN's (audit.read); Localizações is everyone's.
const tabs: ScreenTab[] = [
  { id: 'locations', label: 'Localizações', content: <p>lista de localizações</p> },
  { id: 'auditoria', label: 'Auditoria', content: <p>registros</p>, capability: 'audit.read' },
];

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <TabbedScreen title="Configurações" titleId="settings-title" tabs={tabs} defaultTab="locations" />
      <Location />
    </MemoryRouter>,
  );
}

it('shows the title and, to a role that holds the capability, its tab', () => {
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
  renderAt('/admin/settings?tab=auditoria');
  expect(screen.getByRole('region', { name: 'Configurações' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Localizações', 'Auditoria']);
  expect(screen.getByText('registros')).toBeInTheDocument();
});

it('hides a tab the role may not use, and a link to it rewrites the URL to the tab shown', async () => {
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: dealerUser });
  renderAt('/admin/settings?tab=auditoria');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Localizações']);
  expect(screen.getByText('lista de localizações')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?tab=locations'));
});

it('visibleTabs keeps the order and drops the capability', () => {
  expect(visibleTabs(tabs, null).map((tab) => tab.id)).toEqual(['locations']);
  expect(visibleTabs(tabs, adminUser)).toEqual([
    { id: 'locations', label: 'Localizações', content: tabs[0]?.content },
    { id: 'auditoria', label: 'Auditoria', content: tabs[1]?.content },
  ]);
});
