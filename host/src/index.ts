// The async boundary lets Module Federation negotiate shared singletons before any of them run.
import('./bootstrap');
