import { contextHandler } from "../context-dispatch";
import { handler as usersSignup } from "../users-signup";
import { handler as usersSignin } from "../users-signin";
import { handler as usersRefreshToken } from "../users-refresh-token";
import { handler as usersLogout } from "../users-logout";
import { handler as usersUpdateInfo } from "../users-update-info";
import { handler as usersUploadProfile } from "../users-upload-profile";
import { handler as usersSendProfile } from "../users-send-profile";
import { handler as usersGet } from "../users-get";
import { handler as resetForgotPassword } from "../reset-forgot-password";
import { handler as resetVerifyToken } from "../reset-verify-token";
import { handler as resetPassword } from "../reset-password";
import { handler as contextDataList } from "../context-data-list";
import { handler as contextDataDelete } from "../context-data-delete";
import { handler as contextDataBlock } from "../context-data-block";
import { handler as contextDataUnblock } from "../context-data-unblock";
import { handler as userPreferences } from "../user-preferences";
import { handler as addCity } from "../add-city";
import { handler as vehicleCreate } from "../vehicle-create";
import { handler as vehicleUpdate } from "../vehicle-update";
import { handler as vehicleList } from "../vehicle-list";
import { handler as vehicleDelete } from "../vehicle-delete";
import { handler as favourites } from "../favourites";
import { handler as adminSignin } from "../admin-signin";
import { handler as adminApi } from "../admin-api";

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
