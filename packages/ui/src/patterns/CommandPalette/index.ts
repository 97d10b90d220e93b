export {
  CommandPalette,
  type CommandPaletteProps,
  type PaletteChoice,
  type PaletteItem,
  type PaletteRecord,
} from './CommandPalette';
export { CommandPaletteTrigger, usePaletteShortcut } from './CommandPaletteTrigger';
