import {
  AcademicCapIcon,
  BellIcon,
  BookOpenIcon,
  CalendarDaysIcon,
  ChartBarIcon,
  ClipboardDocumentCheckIcon,
  Cog6ToothIcon,
  DocumentTextIcon,
  FolderIcon,
  HomeIcon,
  IdentificationIcon,
  RectangleGroupIcon,
  ShoppingCartIcon,
  SparklesIcon,
  StarIcon,
  UserGroupIcon,
  VideoCameraIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

/** The menu icons the server names (MenuItem.icon). */
export const MENU_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HomeIcon,
  book: BookOpenIcon,
  users: UserGroupIcon,
  badge: IdentificationIcon,
  video: VideoCameraIcon,
  cart: ShoppingCartIcon,
  sitemap: RectangleGroupIcon,
  folder: FolderIcon,
  chart: ChartBarIcon,
  bell: BellIcon,
  cog: Cog6ToothIcon,
  calendar: CalendarDaysIcon,
  clipboard: ClipboardDocumentCheckIcon,
  star: StarIcon,
  note: DocumentTextIcon,
  award: AcademicCapIcon,
};

export const FallbackIcon = SparklesIcon;
