import type { CourseCategory, SelectOption } from '@saola/core/api';

export interface CategoryNode extends CourseCategory {
  depth: number;
}

/**
 * The flat list the server sends, in tree order (each category followed by its subcategories, siblings by
 * name), each with its depth. A category whose parent is missing is shown at the top level.
 */
export function treeOrder(categories: readonly CourseCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, CourseCategory[]>();
  for (const category of categories) {
    const parent = category.idParent !== null && ids.has(category.idParent) ? category.idParent : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const out: CategoryNode[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const category of (children.get(parent) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'vi'))) {
      out.push({ ...category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Select options for a category field, indented by depth; `except` leaves out a category and its subtree. */
export function categoryOptions(categories: readonly CourseCategory[], except?: number): SelectOption[] {
  const ordered = treeOrder(categories);
  const out: SelectOption[] = [];
  let skipBelow: number | null = null;
  for (const node of ordered) {
    if (skipBelow !== null && node.depth > skipBelow) continue;
    skipBelow = null;
    if (node.id === except) {
      skipBelow = node.depth;
      continue;
    }
    out.push({ id: node.id, text: `${'— '.repeat(node.depth)}${node.name}` });
  }
  return out;
}
