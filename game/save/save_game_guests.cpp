// SaveGame at a table of several people: the guests (profiles of the save seated beside the current one), each
// with its own bank, recorder and cash-outs, and the lookups by seat that serve the current profile and the guests
// alike.
#include "engine/table.h"
#include "game/save/save_game.h"
#include "storage/profile_store.h"
#include "storage/session_recorder.h"
#include "storage/storage_error.h"

namespace bjt::game {

bool SaveGame::seat_guest(Table& table, std::string_view preset, const Rules& rules, int seat,
                          std::int64_t profile_id) {
    Guest guest{.seat = seat, .profile = {}, .recorder = nullptr};
    guest.profile.id = profile_id;
    try {
        if (seat == seat_ || guest_at(seat) != nullptr) throw storage::StorageError("the seat is taken");
        if (!storage::ProfileStore(*db_).load(profile_id)) throw storage::StorageError("the profile is gone");
        take_seat(table, preset, rules, guest.profile, seat);
        guest.recorder = std::make_unique<storage::SessionRecorder>(*db_, profile_id, table, seat);
        recorders_.add(*guest.recorder);
        guests_.push_back(std::move(guest));
        return true;
    } catch (const std::exception& e) {
        const std::string who = guest.profile.name.empty() ? "a player" : guest.profile.name;
        note("Could not seat " + who + " at seat " + std::to_string(seat + 1) + ": " + e.what());
        return false;
    }
}

void SaveGame::drop_guests() {
    for (Guest& g : guests_)
        if (g.recorder) recorders_.remove(*g.recorder);
    guests_.clear();
}

void SaveGame::reseat_recorder(const Table& table, int seat) {
    if (seat == seat_) return seat_recorder(table);
    Guest* g = guest_at(seat);
    if (g == nullptr) return;
    if (g->recorder) recorders_.remove(*g->recorder);
    g->recorder = std::make_unique<storage::SessionRecorder>(*db_, g->profile.id, table, seat);
    recorders_.add(*g->recorder);
}

SaveGame::Guest* SaveGame::guest_at(int seat) {
    for (Guest& g : guests_)
        if (g.seat == seat) return &g;
    return nullptr;
}

const SaveGame::Guest* SaveGame::guest_at(int seat) const { return const_cast<SaveGame*>(this)->guest_at(seat); }

const storage::Profile* SaveGame::profile_at(int seat) const {
    if (seat == seat_) return &current_;
    const Guest* g = guest_at(seat);
    return g ? &g->profile : nullptr;
}

storage::SessionRecorder* SaveGame::recorder_at(int seat) const {
    if (seat == seat_) return recorder_.get();
    const Guest* g = guest_at(seat);
    return g ? g->recorder.get() : nullptr;
}

std::vector<storage::SessionRecorder*> SaveGame::all_recorders() const {
    std::vector<storage::SessionRecorder*> all;
    if (recorder_) all.push_back(recorder_.get());
    for (const Guest& g : guests_)
        if (g.recorder) all.push_back(g.recorder.get());
    return all;
}

}  // namespace bjt::game
