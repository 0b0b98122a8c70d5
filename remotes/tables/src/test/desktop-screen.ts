// Test-only, run before every test file: the window is 1440 px wide unless a test says otherwise
// (onScreenWidth). jsdom's matchMedia stub matches nothing, which antd's breakpoints read as a
// phone: every column with a `responsive` breakpoint would leave the tables under test.
import { matchMediaAt } from '@fidelidade/session/test-dom';

window.matchMedia = matchMediaAt(1440);
