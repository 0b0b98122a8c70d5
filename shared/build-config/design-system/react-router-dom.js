// The react-router-dom the product uses, shared as the 'react-router-dom' singleton (resolve.alias
// in webpack.cjs). A shared module is not tree-shaken: sharing the package itself ships all of
// react-router 7 (~60 KB gz: SSR, RSC, framework mode); this list ships what the apps import.
// react-router itself is bundled inside this module (one copy, one router context per page).
// A name missing here fails the app's build (design-system-check.cjs).
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  UNSAFE_DataRouterContext,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom-full';
