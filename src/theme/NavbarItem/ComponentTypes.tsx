/*
 * Swizzled (wrap) to add one navbar item type, `custom-yourValues`: the button that opens the
 * "Your values" dialog (DESIGN.md#your-values). Docusaurus has no navbar item for a button, and
 * an `html` item cannot hold React state.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import YourValuesNavbarItem from '@site/src/components/YourValues/NavbarItem';

export default {
  ...ComponentTypes,
  'custom-yourValues': YourValuesNavbarItem,
};
