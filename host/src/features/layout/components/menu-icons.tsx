import {
  BarChartOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  MessageOutlined,
  SettingOutlined,
  TableOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export const menuIcons: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  acoes: <ThunderboltOutlined />,
  tables: <TableOutlined />,
  settings: <SettingOutlined />,
  feedback: <MessageOutlined />,
  reports: <BarChartOutlined />,
  operacoes: <DeploymentUnitOutlined />,
};
