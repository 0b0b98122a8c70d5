import { renderStandalone } from '@fidelidade/ui/dev-shell';
import DashboardScreen from './app';

renderStandalone(DashboardScreen);
