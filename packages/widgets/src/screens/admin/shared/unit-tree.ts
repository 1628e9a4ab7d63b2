import type { SelectOption, UnitNode } from '@saola/core/api';

/** Each unit's path from the top of what the caller sees (`Công ty › Phòng Kinh doanh`). */
export function unitPaths(nodes: readonly UnitNode[]): Map<number, string> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const paths = new Map<number, string>();
  const pathOf = (node: UnitNode, seen: Set<number>): string => {
    const known = paths.get(node.id);
    if (known) return known;
    const parent = node.idParent ? byId.get(node.idParent) : undefined;
    // The server refuses cycles; a cycle here would only be a stale reply, shown cut rather than looping.
    const path =
      parent && !seen.has(parent.id) ? `${pathOf(parent, seen.add(node.id))} › ${node.name}` : node.name;
    paths.set(node.id, path);
    return path;
  };
  for (const node of nodes) pathOf(node, new Set());
  return paths;
}

/** The ids of a unit and every unit below it. */
export function subtree(nodes: readonly UnitNode[], id: number): Set<number> {
  const below = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes)
      if (node.idParent && below.has(node.idParent) && !below.has(node.id)) {
        below.add(node.id);
        grew = true;
      }
  }
  return below;
}

/** The units as picker options by their paths, leaving out `exclude` (a unit's own subtree, where it cannot go). */
export function unitOptions(
  nodes: readonly UnitNode[],
  exclude: ReadonlySet<number> = new Set(),
): SelectOption[] {
  const paths = unitPaths(nodes);
  return nodes
    .filter((node) => !exclude.has(node.id))
    .map((node) => ({ id: node.id, text: paths.get(node.id) ?? node.name }))
    .sort((a, b) => a.text.localeCompare(b.text));
}
