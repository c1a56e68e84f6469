#pragma once
// Something the game must tell the player after opening the saves: a damaged file kept aside,
// banks restored from the backup copy, or saving switched off for this session.
#include <filesystem>
#include <string>
#include <vector>

namespace bjt::storage {

enum class SaveNoticeKind {
    DamagedSaveRestored,  // the save was damaged; profiles and banks came back from the bank copy
    DamagedSaveLost,  // the save and its bank copy were both damaged: a fresh start
    BankCopyRebuilt,  // only the bank copy was damaged; rebuilt from the save
    NewerVersion,  // the save is from a newer game; left untouched, this session is not saved
    NotSaving,  // the folder cannot be written; this session is not saved
};

struct SaveNotice {
    SaveNoticeKind kind{};
    std::string message;  // one or two sentences for the player
    std::vector<std::filesystem::path> kept_aside;  // where damaged files were moved
};

}  // namespace bjt::storage
