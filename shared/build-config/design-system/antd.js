// The antd the product actually uses: `import { X } from 'antd'` in every app resolves here
// (resolve.alias in webpack.cjs), and this module is what the host shares as the 'antd' singleton.
// A shared module is not tree-shaken, so sharing the real 'antd' ships the whole library (~437 KB gz);
// this list ships only what the screens use. Deep paths keep one copy of antd's internals
// (ConfigProvider context, theme tokens) per page, so the host's theme and locale reach every remote.
// The heaviest components only some screens use are shared one by one, lazily (extras.cjs).
// A component in neither list fails the app's build (design-system-check.cjs): add it and deploy
// the host before the remote that needs it.

export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Col } from 'antd/es/col';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as List } from 'antd/es/list';
export { default as Modal } from 'antd/es/modal';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as theme } from 'antd/es/theme';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
