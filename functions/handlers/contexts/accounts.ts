import { contextHandler } from "../shared/context-dispatch";
import { handler as usersSignup } from "../accounts/users-signup";
import { handler as usersSignin } from "../accounts/users-signin";
import { handler as usersRefreshToken } from "../accounts/users-refresh-token";
import { handler as usersLogout } from "../accounts/users-logout";
import { handler as usersUpdateInfo } from "../accounts/users-update-info";
import { handler as usersUploadProfile } from "../accounts/users-upload-profile";
import { handler as usersSendProfile } from "../accounts/users-send-profile";
import { handler as usersGet } from "../accounts/users-get";
import { handler as usersExport } from "../accounts/users-export";
import { handler as usersDeleteMe } from "../accounts/users-delete-me";
import { handler as resetForgotPassword } from "../accounts/reset-forgot-password";
import { handler as resetVerifyToken } from "../accounts/reset-verify-token";
import { handler as resetPassword } from "../accounts/reset-password";
import { handler as contextDataList } from "../accounts/context-data-list";
import { handler as contextDataDelete } from "../accounts/context-data-delete";
import { handler as contextDataBlock } from "../accounts/context-data-block";
import { handler as contextDataUnblock } from "../accounts/context-data-unblock";
import { handler as userPreferences } from "../accounts/user-preferences";
import { handler as addCity } from "../accounts/add-city";
import { handler as vehicleCreate } from "../accounts/vehicle-create";
import { handler as vehicleUpdate } from "../accounts/vehicle-update";
import { handler as vehicleList } from "../accounts/vehicle-list";
import { handler as vehicleDelete } from "../accounts/vehicle-delete";
import { handler as favourites } from "../accounts/favourites";
import { handler as adminSignin } from "../accounts/admin-signin";
import { handler as adminApi } from "../accounts/admin-api";

/** Accounts, sessions, devices, password reset, the member's vehicles and favourite car parks, and the admin API (issue 13). */
export const handler = contextHandler("accounts", {
  "users-signup": usersSignup,
  "users-signin": usersSignin,
  "users-refresh-token": usersRefreshToken,
  "users-logout": usersLogout,
  "users-update-info": usersUpdateInfo,
  "users-upload-profile": usersUploadProfile,
  "users-send-profile": usersSendProfile,
  "users-get": usersGet,
  "users-export": usersExport,
  "users-delete-me": usersDeleteMe,
  "reset-forgot-password": resetForgotPassword,
  "reset-verify-token": resetVerifyToken,
  "reset-password": resetPassword,
  "context-data-list": contextDataList,
  "context-data-delete": contextDataDelete,
  "context-data-block": contextDataBlock,
  "context-data-unblock": contextDataUnblock,
  "user-preferences": userPreferences,
  "add-city": addCity,
  "vehicle-create": vehicleCreate,
  "vehicle-update": vehicleUpdate,
  "vehicle-list": vehicleList,
  "vehicle-delete": vehicleDelete,
  favourites: favourites,
  "admin-signin": adminSignin,
  "admin-api": adminApi,
});
