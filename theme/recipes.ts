import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes the app's components use. Registering only these (instead of Chakra's ~80) keeps the
 * first-load bundle inside its budget: add a component's recipe here when a screen starts using it.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};
