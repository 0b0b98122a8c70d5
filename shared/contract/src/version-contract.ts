// The version contract between the host and the remotes (docs/architecture.md §3): what the host
// provides to remotes at run time (each shared module's version and, for the curated modules, the
// names it exports) and what a remote's build requires of it. The registry refuses to promote a
// version the live host cannot satisfy and the host's loader skips one, both with this one function.
// No TypeBox here: the host runs it in the browser.

/**
 * One shared module as a build sees it. `version` is the package version; for a curated module (the
 * design-system antd, the curated react-router-dom, @fidelidade/session) it carries
 * `+<8 hex of the surface's sha256>`, so it changes whenever the list of names changes.
 * `names`: the sorted export names the host provides, or the names a remote imports; absent for a
 * whole npm package (react, zustand…), whose major alone is compared.
 */
export interface ModuleSurface {
  version: string;
  names?: string[];
}

/** The host's provides.json (also embedded in its bundle): shared module → its surface. */
export type HostProvides = Record<string, ModuleSurface>;

/** A remote version's requires.json: shared module → the version it built against and what it imports. */
export type VersionRequires = Record<string, ModuleSurface>;

/**
 * A remote version's exposed modules ('./App') → the chunk files each loads, relative to the
 * version's folder (from its mf-manifest.json). The registry's manifest carries them so a browser
 * can fetch a screen's chunks alongside its remoteEntry.js instead of after it.
 */
export type VersionPreload = Record<string, string[]>;

const majorOf = (version: string) => Number.parseInt(version, 10);

/**
 * Why a host with `provides` cannot run a build with `requires`, one pt-BR line per module
 * (e.g. "antd: faltam no host ativo: Segmented"); empty when it can.
 */
export function unmetRequirements(provides: HostProvides, requires: VersionRequires): string[] {
  const problems: string[] = [];
  for (const [module, required] of Object.entries(requires)) {
    const provided = provides[module];
    if (!provided) {
      problems.push(`${module}: ausente no host ativo`);
    } else if (majorOf(provided.version) !== majorOf(required.version)) {
      problems.push(
        `${module}: construída contra ${required.version}, o host ativo fornece ${provided.version}`,
      );
    } else {
      const offered = provided.names;
      const missing = offered ? (required.names ?? []).filter((name) => !offered.includes(name)) : [];
      if (missing.length > 0) problems.push(`${module}: faltam no host ativo: ${missing.join(', ')}`);
    }
  }
  return problems;
}
