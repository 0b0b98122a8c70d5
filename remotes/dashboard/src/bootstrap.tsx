import { renderStandalone } from '@fidelidade/ui/src/dev-shell';
import DashboardScreen from './app';

renderStandalone(DashboardScreen);
