import { describe, expect, it } from 'vitest';
import { categoryOptions, treeOrder } from './category-tree';

const flat = [
  { id: 3, name: 'Quang học', idParent: 2, courses: 1 },
  { id: 1, name: 'Khoa học tự nhiên', idParent: null, courses: 0 },
  { id: 2, name: 'Vật lý', idParent: 1, courses: 4 },
  { id: 4, name: 'Hóa học', idParent: 1, courses: 2 },
  { id: 5, name: 'Ngữ văn', idParent: null, courses: 3 },
];

describe('category tree', () => {
  it('orders each category before its subcategories, siblings by name', () => {
    expect(treeOrder(flat).map((c) => [c.name, c.depth])).toEqual([
      ['Khoa học tự nhiên', 0],
      ['Hóa học', 1],
      ['Vật lý', 1],
      ['Quang học', 2],
      ['Ngữ văn', 0],
    ]);
  });

  it('offers indented options, leaving out a category and everything below it', () => {
    expect(categoryOptions(flat, 2).map((o) => o.text)).toEqual([
      'Khoa học tự nhiên',
      '— Hóa học',
      'Ngữ văn',
    ]);
  });
});
