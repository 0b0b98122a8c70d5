import { Empty, Tabs } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TabDefinition {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabSwitcherProps {
  tabs: TabDefinition[];
  defaultTab?: string;
  onChange?: (id: string) => void;
}

/** Reads the active tab from `?tab=`, ignores unknown values and replaces the URL on change (docs/product.md §2.2). */
export function TabSwitcher(props: TabSwitcherProps) {
  const { tabs, onChange } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  // The default tab, or the first one when the role may not use the default (an ATENDENTE's Ações).
  const fallback = tabs.some((tab) => tab.id === props.defaultTab) ? props.defaultTab : tabs[0]?.id;
  const requested = searchParams.get('tab');
  const active = tabs.some((tab) => tab.id === requested) ? requested : fallback;
  // A ?tab= that is unknown, or that the role may not use, shows the default tab: the URL then
  // names the tab shown (replace, so Back does not return to the refused one). docs/product.md §2.2
  const misnamed = requested !== null && active !== requested && active !== undefined && tabs.length > 0;
  useEffect(() => {
    if (misnamed && active) setSearchParams({ tab: active }, { replace: true });
  }, [misnamed, active, setSearchParams]);
  if (tabs.length === 0) return <Empty description="Nenhuma aba configurada" />;
  return (
    <Tabs
      className="tab-switcher"
      activeKey={active ?? undefined}
      destroyOnHidden
      // No tabBarGutter: the strip wraps instead of overflowing (docs/product.md §2.2), so the
      // space between tabs is the host's CSS column gap (app.css), which a tab starting a new line
      // does not get; antd's gutter is a margin every tab but the first keeps.
      onChange={(id) => {
        setSearchParams({ tab: id }, { replace: true });
        onChange?.(id);
      }}
      items={tabs.map((tab) => ({ key: tab.id, label: tab.label, children: tab.content }))}
    />
  );
}
