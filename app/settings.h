#pragma once

#include <QObject>
#include <QSettings>
#include <QStringList>
#include <memory>

namespace fw::app {

// The one typed facade over QSettings: every key is listed once, with its default, in settings.cpp.
class Settings final : public QObject
{
    Q_OBJECT

public:
    enum class Key
    {
        Language,
        RecentProjects
    };
    Q_ENUM(Key)

    static constexpr int kMaxRecentProjects = 8;

    explicit Settings(QObject* parent = nullptr);
    // Keeps settings in `iniFile` instead of the user's configuration; tests use a temporary file.
    explicit Settings(const QString& iniFile, QObject* parent = nullptr);
    ~Settings() override;

    QString language() const;
    void setLanguage(const QString& code);

    QStringList recentProjects() const;
    void addRecentProject(const QString& path);
    void removeRecentProject(const QString& path);

signals:
    void changed(fw::app::Settings::Key key);

private:
    QVariant value(Key key) const;
    void setValue(Key key, const QVariant& value);

    std::unique_ptr<QSettings> m_store;
};

} // namespace fw::app
