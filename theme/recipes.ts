import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes the app's components use. Registering only these (instead of Chakra's ~80) keeps the
 * first-load bundle inside its budget: add a component's recipe here when a screen starts using it.
 */
export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {};
