import type { SelectOption } from '@saola/core/api';

type Id = SelectOption['id'];

/** The node and everything under it. */
export function branch(node: SelectOption): Id[] {
  return [node.id, ...(node.children ?? []).flatMap(branch)];
}

/** Checked when the whole branch is selected, mixed when part of it is. */
export function stateOf(node: SelectOption, selected: ReadonlySet<Id>): 'checked' | 'mixed' | 'unchecked' {
  const ids = branch(node);
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === ids.length || (!node.children?.length && selected.has(node.id)) ? 'checked' : 'mixed';
}

/** Ticking a node selects its whole branch; unticking clears it, and clears the ancestors that held it. */
export function toggle(
  node: SelectOption,
  selected: ReadonlySet<Id>,
  ancestors: readonly SelectOption[] = [],
): Set<Id> {
  const next = new Set(selected);
  const ids = branch(node);
  if (stateOf(node, selected) === 'checked') {
    for (const id of ids) next.delete(id);
    for (const ancestor of ancestors) next.delete(ancestor.id);
  } else {
    for (const id of ids) next.add(id);
    // A parent whose children are now all selected is selected too.
    for (const ancestor of [...ancestors].reverse()) {
      if ((ancestor.children ?? []).every((child) => branch(child).every((id) => next.has(id))))
        next.add(ancestor.id);
    }
  }
  return next;
}
