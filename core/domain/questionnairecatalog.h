// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"

#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace fw::core {

// Text in each catalog language ("en", "de", "ja"): catalog texts are data, not UI translations.
using LocalisedText = QMap<QString, QString>;

// A detail an answer must name to be complete, found by a pattern (e.g. the generation "NDR").
struct RequiredDetail
{
    QRegularExpression pattern;
    LocalisedText what;
};

struct Question
{
    int number = 0; // 1-based, as the buyer's guide numbers them
    QString key;    // stable, stored with the answer
    LocalisedText text;
    LocalisedText need;        // a short note of what a good answer shows (the supplier workbook's column)
    bool numericClaim = false; // asks for benchmark numbers that a run can confirm
    QList<RequiredDetail> requiredDetails;
};

// The ten supplier questions for one fabric (R3.1, R3.2), read from the resource files in
// resources/questionnaires/, together with the phrases that make an answer vague.
class QuestionnaireCatalog
{
public:
    static const QStringList& languages(); // "en", "de", "ja"
    // The built-in catalog for `fabric`; the resources are checked by tests, so this cannot fail at run time.
    static const QuestionnaireCatalog& forFabric(FabricKind fabric);
    // Words and phrases, in every catalog language, that carry no specifics.
    static const QStringList& vaguePhrases();

    // Reads a catalog; on failure returns an empty catalog and sets `error` naming the source and the problem.
    static QuestionnaireCatalog parse(const QByteArray& json, const QString& source, QString* error);

    // `text` in `language`, falling back to English.
    static QString localised(const LocalisedText& text, const QString& language);

    FabricKind fabric() const { return m_fabric; }
    const LocalisedText& title() const { return m_title; }
    const QList<Question>& questions() const { return m_questions; }
    const Question* question(const QString& key) const;

private:
    FabricKind m_fabric = FabricKind::InfiniBand;
    LocalisedText m_title;
    QList<Question> m_questions;
};

} // namespace fw::core
