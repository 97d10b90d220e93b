/**
 * Routes, the access guard and the menu (platform-and-affiliates.md §2 and §6,
 * loans-and-investors.md §2 and §6), each in its module: the route table (routeTable.ts), the
 * guard (guard.ts) and the menu (menu.ts).
 */
export * from './guard';
export * from './menu';
export * from './routeTable';
