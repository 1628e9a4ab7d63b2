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
  note: DocumentTextIcon,
  award: AcademicCapIcon,
};

/** For a name this build does not know (a newer server): a plain page, already among the icons above. */
export const FallbackIcon = DocumentTextIcon;
