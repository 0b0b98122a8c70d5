// A quick "cannot match" test in front of jsdom's style-rule matching, for jest.
//
// jsdom's getComputedStyle (which getByRole, toBeVisible and user-event's pointer-events check call
// for an element and each of its ancestors) matches the element against every rule of every style
// sheet with nwsapi. antd's CSS-in-JS puts thousands of rules in a test's document, and the cache jsdom
// keeps is dropped on every DOM change, so nwsapi took about a third of the host's jest time
// (docs/performance.md, "The test suite"). Browsers avoid this with a rule index keyed by the
// rightmost compound selector; this does the cheapest part of it: a rule whose rightmost compound names
// a class the element does not have cannot match, so nwsapi is not asked. Everything else goes to
// nwsapi as before, so what matches is unchanged.

/** The indexes of `text` outside parentheses, brackets and quotes; null if those do not balance. */
function topLevelIndexes(text) {
  const indexes = [];
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) indexes.push(i);
  }
  return depth === 0 && !quote ? indexes : null;
}

const isCombinator = (char) => char === '>' || char === '+' || char === '~' || /\s/.test(char);

/** Top-level class names required by the rightmost compound of one complex selector; null if unsure. */
function requiredClasses(complex) {
  const indexes = complex.includes('\\') ? null : topLevelIndexes(complex);
  if (!indexes) return null;
  const combinators = indexes.filter((i) => isCombinator(complex[i]));
  const compound = complex.slice((combinators.at(-1) ?? -1) + 1);
  const classes = [];
  for (const i of topLevelIndexes(compound) ?? []) {
    if (compound[i] !== '.') continue;
    const name = /^[A-Za-z0-9_-]+/.exec(compound.slice(i + 1));
    if (!name) return null;
    classes.push(name[0].toLowerCase());
  }
  return classes;
}

/** The parts of a selector list, split at top-level commas; null if it does not split cleanly. */
function selectorParts(selector) {
  const indexes = topLevelIndexes(selector);
  if (!indexes) return null;
  const commas = indexes.filter((i) => selector[i] === ',');
  return [-1, ...commas].map((from, n) => selector.slice(from + 1, commas[n] ?? selector.length).trim());
}

/**
 * For each selector text, the classes each of its parts requires (an empty list: the part requires
 * none that can be checked here), or null when the text is not understood here (nwsapi decides).
 */
const requirements = new Map();
function requirementsOf(selector) {
  let found = requirements.get(selector);
  if (found === undefined) {
    if (requirements.size > 100_000) requirements.clear();
    const parts = selectorParts(selector);
    const perPart = parts?.map(requiredClasses) ?? null;
    found = perPart && !perPart.includes(null) ? perPart : null;
    requirements.set(selector, found);
  }
  return found;
}

/** The classes of a class attribute, in lower case (a quirks-mode document ignores their case). */
const classSets = new Map();
function classesOf(classAttribute) {
  let set = classSets.get(classAttribute);
  if (!set) {
    if (classSets.size > 50_000) classSets.clear();
    set = new Set(classAttribute.toLowerCase().split(/[\t\n\f\r ]+/));
    classSets.set(classAttribute, set);
  }
  return set;
}

/** False when `selector` certainly cannot match an element whose class attribute is `classAttribute`. */
function mayMatch(selector, classAttribute) {
  if (typeof selector !== 'string') return true;
  const perPart = requirementsOf(selector);
  if (!perPart) return true;
  const has = classesOf(classAttribute ?? '');
  return perPart.some((classes) => classes.every((name) => has.has(name)));
}

/** Wraps jsdom's `matchesDontThrow(elementImpl, selector)` (helpers/selectors.js). */
function withQuickReject(matchesDontThrow) {
  return (elementImpl, selector) =>
    mayMatch(selector, elementImpl.getAttributeNS(null, 'class')) && matchesDontThrow(elementImpl, selector);
}

module.exports = { mayMatch, requiredClasses, withQuickReject };
