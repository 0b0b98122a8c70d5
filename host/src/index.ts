// The first screen's config, manifest and remote chunks start downloading now, alongside the shell's.
import { startEarly } from './features/remotes/early-start';

startEarly();
// The async boundary lets Module Federation negotiate shared singletons before any of them run.
import('./bootstrap');
