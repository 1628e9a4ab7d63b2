import { describe, expect, it } from 'vitest';
import { subtree, unitOptions, unitPaths } from './unit-tree';

const nodes = [
  { id: 1, name: 'Công ty', idParent: null, managerName: null, members: 0 },
  { id: 2, name: 'Kinh doanh', idParent: 1, managerName: null, members: 3 },
  { id: 3, name: 'Miền Bắc', idParent: 2, managerName: null, members: 1 },
  { id: 4, name: 'Nhân sự', idParent: 1, managerName: null, members: 2 },
];

describe('unit tree', () => {
  it('names each unit by its path and leaves a unit’s subtree out of its own choices', () => {
    expect(unitPaths(nodes).get(3)).toBe('Công ty › Kinh doanh › Miền Bắc');
    expect([...subtree(nodes, 2)].sort()).toEqual([2, 3]);
    expect(unitOptions(nodes, subtree(nodes, 2)).map((o) => o.id)).toEqual([1, 4]);
  });

  it('survives a stale reply with a cycle', () => {
    const looped = [
      { id: 1, name: 'A', idParent: 2, managerName: null, members: 0 },
      { id: 2, name: 'B', idParent: 1, managerName: null, members: 0 },
    ];
    expect(unitPaths(looped).size).toBe(2);
  });
});
