import { type Capability, can } from '@fidelidade/contract/capabilities';
import { type StoredUser, useSession } from '@fidelidade/session';
import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { type TabDefinition, TabSwitcher } from './tab-switcher';

/** A tab and who sees it: the capability table's entry, or everyone when none is named. */
export interface ScreenTab extends TabDefinition {
  capability?: Capability;
}

/** The tabs `user` may use, in order (docs/architecture.md §6). */
export function visibleTabs(tabs: readonly ScreenTab[], user: StoredUser | null): TabDefinition[] {
  return tabs
    .filter((tab) => tab.capability === undefined || can(user, tab.capability))
    .map(({ capability: _capability, ...tab }) => tab);
}

interface TabbedScreenProps {
  /** The page's heading; `titleId` names the section by it. */
  title: ReactNode;
  titleId: string;
  tabs: readonly ScreenTab[];
  defaultTab?: string;
  style?: CSSProperties;
}

/**
 * A screen of tabs under its title: the tabs the signed-in role may use, the one shown named in
 * `?tab=` (a tab it may not use, or an unknown one, rewrites the URL to the tab shown).
 */
export function TabbedScreen(props: TabbedScreenProps) {
  const user = useSession((state) => state.user);
  return (
    <section aria-labelledby={props.titleId} style={props.style}>
      <Typography.Title level={2} id={props.titleId}>
        {props.title}
      </Typography.Title>
      <TabSwitcher tabs={visibleTabs(props.tabs, user)} defaultTab={props.defaultTab} />
    </section>
  );
}
