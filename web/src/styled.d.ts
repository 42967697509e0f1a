import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // Module augmentation needs an interface; it adds nothing beyond the theme's own type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
